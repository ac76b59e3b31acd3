/** Passport (single sign-on) answers: `error_code` 0 is success. */
export function passportAnswer(errorCode: number, description: string, data: object = {}) {
  return { error_code: errorCode, description, data };
}

/** Activity answers: `code` 0 is success. */
export function activityAnswer(code: number, message: string, data?: object) {
  return data === undefined ? { code, message } : { code, message, data };
}
