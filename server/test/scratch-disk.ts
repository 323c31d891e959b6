import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ScratchDisk {
  /** Where the file system is mounted. */
  directory: string;
  /** Turns the file system read-only under whatever has files open on it, the way ext4 does after a disk error. */
  failReadOnly(): void;
  release(): void;
}

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe' }).toString().trim();

/**
 * A real ext4 file system on a loop device, mounted `errors=remount-ro`; or why this machine cannot have one (not
 * root, no mkfs.ext4, no loop device), for the test to print as its reason for skipping.
 */
export function scratchDisk(): ScratchDisk | string {
  if (process.getuid?.() !== 0) return 'mounting a file system needs root';
  const home = mkdtempSync(path.join(tmpdir(), 'rentals-disk-'));
  const image = path.join(home, 'disk.img');
  const directory = path.join(home, 'mounted');
  mkdirSync(directory);
  writeFileSync(image, '');
  truncateSync(image, 64 * 1024 * 1024);
  try {
    run('mkfs.ext4', ['-q', '-F', image]);
    run('mount', ['-o', 'loop,errors=remount-ro', image, directory]);
  } catch (error) {
    rmSync(home, { recursive: true, force: true });
    return `no ext4 loop mount on this machine (${(error as Error).message.split('\n')[0]})`;
  }
  const release = () => {
    try {
      run('umount', ['--lazy', directory]);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  };
  // `mount -o remount,ro` refuses while a database holds files open for writing; ext4's own error path does not.
  const trigger = path.join('/sys/fs/ext4', path.basename(run('findmnt', ['--noheadings', '--output', 'SOURCE', directory])), 'trigger_fs_error');
  if (!existsSync(trigger)) {
    release();
    return `this kernel has no ${trigger} to make ext4 fail`;
  }
  return { directory, failReadOnly: () => writeFileSync(trigger, '1'), release };
}
