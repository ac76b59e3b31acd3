import { useEffect, useId, useRef } from 'react';

/** Props of {@link ManualCopyLink}. */
interface ManualCopyLinkProps {
  readonly url: string;
  readonly label: string;
}

/** The link in a read-only field, focused and selected when shown, for the visitor to copy where the clipboard refused. */
export function ManualCopyLink({ url, label }: ManualCopyLinkProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [url]);
  return (
    <div className="ck-share__manual">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={field} className="ck-share__link" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
    </div>
  );
}
