/** A user as the login and account calls answer (Account info). */
export interface PassportUserData {
  readonly user_id_str: string;
  readonly user_id?: number;
  readonly name?: string;
  readonly screen_name?: string;
  readonly mobile?: string;
  readonly email?: string;
  readonly connects?: readonly { readonly platform: string; readonly platform_screen_name?: string }[];
  readonly redirect_url?: string;
  readonly is_new_user?: boolean;
}

/** A code request's answer. */
export interface SendCodeData {
  /** Seconds before another code may be sent. */
  readonly retry_time?: number;
  readonly mobile?: string;
  readonly email?: string;
}

/** A check's answer: a ticket for the next step. */
export interface TicketData {
  readonly ticket?: string;
  readonly verify_ticket?: string;
}

/** A registered-or-not answer. */
export interface RegisteredData {
  readonly is_registered: boolean | number;
}

/** The QR code of a scan login (get_qrcode). */
export interface QrCodeData {
  readonly token: string;
  /** The address the QR encodes (the confirm page for the second device). */
  readonly qrcode_index_url: string;
  /** A ready picture of the QR code, when the server sends one (base64). */
  readonly qrcode?: string;
}

/** check_qrconnect status. */
export type QrStatus = 'new' | 'scanned' | 'confirmed' | 'expired';

export interface QrConnectData {
  readonly status: QrStatus;
  readonly redirect_url?: string;
  readonly user_id_str?: string;
}

/** Cancellation answers (Cancellation). */
export interface CancelData {
  readonly cancel_ticket?: string;
  readonly value_ticket?: string;
  readonly verify_ways?: readonly string[];
  readonly token?: string;
}

/** Open-authorization info (Open-authorization request). */
export interface OpenAuthInfoData {
  readonly client_key: string;
  readonly app_name?: string;
  readonly scopes?: readonly string[];
}

export interface OpenAuthData {
  readonly code?: string;
  readonly redirect_uri?: string;
  readonly state?: string;
}

/** Whether a password has been set. */
export interface PasswordSetData {
  readonly has_set: boolean | number;
}
