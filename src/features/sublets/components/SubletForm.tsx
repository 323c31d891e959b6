import { useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { useSessionDraft } from '@/components/useSessionDraft';
import { FormCaptcha } from '@/features/captcha/components/FormCaptcha';
import { useValidatedSubmit } from '@/features/captcha/useValidatedSubmit';
import { datePattern } from '@/lib/format';
import { serverMessage } from '@/lib/http';
import { usePostSublet, type PostSubletRequest } from '../api/postSublet';
import { FIX_FIELDS_MESSAGE } from '../rules';
import { checkSubletForm, initialSubletValues, SUBLET_OUTCOME, type SubletFormErrors } from '../subletForm';
import type { PostedSublet } from '../types';
import { PrivateLink } from './PrivateLink';
import { SubletFields } from './SubletFields';
import { SubletPhotosInput } from './SubletPhotosInput';
import { UploadProgress } from './UploadProgress';
import styles from './SubletForm.module.css';

export const SUBLET_DRAFT_KEY = 'draft:sublet';

/**
 * Posting a sublet (spec sections 2, 4 and 5): the fields, up to 5 images (the first is the cover) and the captcha.
 * Submitting disables the button with a spinner and shows a progress bar per image; then 'Sublet Created, It will
 * be posted when approved!' with the private link, or 'Error posting sublet!' followed by the server's reason (issue
 * 17) with everything still filled in.
 */
export default function SubletForm() {
  // Typed fields survive a reload; the chosen files cannot be stored, so they live in this component.
  const { values, update, clear } = useSessionDraft(SUBLET_DRAFT_KEY, initialSubletValues);
  const [images, setImages] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[]>([]);
  const post = usePostSublet();
  const submit = useValidatedSubmit<SubletFormErrors, PostedSublet, PostSubletRequest>(post, FIX_FIELDS_MESSAGE);
  const { formRef, captcha, errors } = submit;
  const created = useRef<PostedSublet>(undefined);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkSubletForm(values, images, captcha.token, datePattern(navigator.language));
    if (!submit.passes(check.ok ? {} : check.errors) || !check.ok) return;
    setProgress(images.map(() => 0));
    submit.send(
      {
        fields: check.fields,
        images,
        captchaResponse: captcha.token,
        onProgress: (index, share) => setProgress((current) => current.map((value, at) => (at === index ? share : value))),
        created: created.current,
        onCreated: (sublet) => (created.current = sublet),
      },
      { onSuccess: clear },
    );
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <fieldset className={styles.fields} disabled={post.isPending || post.isSuccess}>
        <legend className="visually-hidden">Your sublet</legend>
        <SubletFields values={values} errors={errors} onChange={update} />
        <SubletPhotosInput images={images} error={errors.images} onChange={setImages} />
      </fieldset>
      <FormCaptcha key={captcha.key} onChange={captcha.setToken} error={errors.captchaResponse} />

      {(post.isPending || post.isSuccess) && <UploadProgress images={images} progress={progress} />}
      {submit.invalidAlert}
      {post.isError && (
        <FormAlert tone="error">
          {SUBLET_OUTCOME.createFailed} {serverMessage(post.error) ?? 'Please try again in a moment.'}
        </FormAlert>
      )}
      {post.isSuccess && (
        <>
          <FormAlert tone="success">{SUBLET_OUTCOME.created}</FormAlert>
          <PrivateLink posted={post.data} />
        </>
      )}

      <div className={styles.actions}>
        <SubmitButton pending={post.isPending} done={post.isSuccess}>
          Submit
        </SubmitButton>
      </div>
    </form>
  );
}
