/**
 * Requests the site sent during a test end with it. Under jsdom an XMLHttpRequest reaches the mock server a moment
 * after `send()`, so a request left running by one test (a captcha token asked for by a form the test never waited
 * for) would otherwise arrive during the next test and be counted there (`recordRequests`).
 */
const running = new Set<XMLHttpRequest>();

export function trackSentRequests(): void {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function trackedSend(this: XMLHttpRequest, ...args: Parameters<typeof send>) {
    running.add(this);
    this.addEventListener('loadend', () => running.delete(this));
    send.apply(this, args);
  };
}

export function abortRunningRequests(): void {
  for (const request of running) request.abort();
  running.clear();
}
