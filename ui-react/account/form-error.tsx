/** A form's failure text, announced to screen readers. Renders nothing without one. */
export function FormError({ text }: { readonly text?: string }) {
  return text ? (
    <p className="ck-form-error" role="alert">
      {text}
    </p>
  ) : null;
}
