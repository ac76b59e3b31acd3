/** Options of `affiliate`: the passport common params the affiliate calls add. See docs/affiliate.md. */
export interface AffiliateOptions {
  /** Sent as `subject_aid` on every affiliate call. Defaults to none. */
  readonly subjectAid?: number;
  /** Sent as `aff_multi_login` (1 or 0) on every affiliate call. Defaults to none. */
  readonly multiLogin?: boolean;
  /** Origin of the affiliate calls. Defaults to the kit's passport origin. */
  readonly origin?: string;
}
