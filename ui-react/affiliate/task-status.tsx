import type { Task } from './use-affiliate';

/** A task's failure (an alert) or its note (a polite status). */
export function TaskStatus({ task }: { readonly task: Task }) {
  if (task.error) {
    return (
      <p className="ck-aff__error" role="alert">
        {task.error}
      </p>
    );
  }
  return (
    <p className="ck-aff__notice" role="status">
      {task.notice ?? ''}
    </p>
  );
}
