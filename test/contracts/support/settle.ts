/** Lets pending promise callbacks and queued microtasks (MutationObserver records) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** After a flush: 'pending', or how the promise settled. Marks a rejection as handled. */
export async function outcome(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await flush();
  return state;
}
