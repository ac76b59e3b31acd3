/**
 * The fixed messages (and ours where the spec gives none), in one place, one
 * constant each so that a page bundles only those its code can throw. Read them through a namespace
 * import: `import * as MESSAGES from '../../ports/messages'`, then `MESSAGES.network`.
 */
export const network = '网络请求失败，请重试';
export const timeout = 'Request Timeout';
export const httpStatus = 'network error!';
export const notLogin = 'Not Login!';
export const loginFail = 'login fail!';
export const codeNotZero = 'code is not 0!';
export const enterAid = 'enter aid';
export const aidNotNumber = 'aid must be a number';
export const activityIdNotString = 'activity_id must be a string';
export const zoneRequired = 'zone is required, cn or sg';
export const accountAppId = 'Account init fail, app_id is undefined';
export const accountActivityId = 'Account init fail, activity_id is undefined';
export const mobileDigits = '手机号必须是数字!';
export const codeDigits = '验证码必须是数字!';
export const codeLength = '验证码应为4到6位数字';
export const mobileOrCodeWrong = '手机号或验证码不正确';
export const enterMobile = '请输入手机号';
export const getCodeFail = '获取验证码失败!';
export const loginFailed = '登录失败';
export const systemError = '系统出错';
export const missingInput = '功能异常，请刷新页面重试';
export const mockCodeWrong = '验证码错误';
export const appIdError = 'APPID出错，请检查';
export const closeCaptcha = 'CLOSE_CAPTCHA';
export const bridgeTimeout = 'call jsb timeout';
export const scriptLoad = 'Failed to load SDK!';
export const scriptSlow = 'LoadJSSDKMoreTan4000ms';
export const secondValid = 'SECOND_VALID';
export const appOpenFail = '抖音打开失败';
export const douyinInWeixin = '请在其他浏览器登录抖音账号';
export const shareInfo = 'the share helper needs share info';
export const serverAppId = 'the server list needs an app_id';
export const mailFields = 'email collection requires email, app_id and activity_id';
export const downloadUrl = 'the download helper needs a valid url string';
export const inviteToken = 'the invite-token helper needs url, key and value';
export const contentAppId = 'content init needs an app_id';
/** Affiliate area: a page or page size that is not a whole number of at least 1. */
export const affiliatePaging = 'page and page_size must be whole numbers of at least 1';
/** Affiliate area: a call given an empty required field; the field's wire name follows after ': '. */
export const affiliateMissing = 'affiliate call is missing a required field';
/** Media: a video player without an address. */
export const videoUri = 'the video player needs a uri';
/** Media: a YouTube player without a video id. */
export const youtubeVideoId = 'the YouTube player needs a videoId';
/** Media: a sound player without an address (it logs that there is no audio path). */
export const soundNoUri = 'no audio path: the sound player was given no uri';
/** Media: a frame sequence without its image. */
export const frameTarget = 'the frame sequence needs a target image';
/** Media: a frame sequence or image list with no images. */
export const frameImages = 'the frame sequence needs a non-empty list of image keys';
/** Media: a frame rate that is not a positive number; the value follows. */
export const frameRate = 'the frame sequence needs fps > 0, got ';
/** Media: a tween duration that is not a positive number of ms; the value follows. */
export const tweenDuration = 'the tween needs a duration > 0 ms, got ';
/** Media: an easing name the tween does not know; the name follows. */
export const unknownEasing = 'unknown easing: ';
/** Media: a page element of the wrong kind; what was expected follows. */
export const mediaTarget = 'the media player needs a page element: ';
/** A monitoring request (or a call monitoring saw) answered outside 200-299; `{n}` is the status. */
export const monitorStatus = 'Network request failed, status: {n}';
/** A monitoring request (or a call monitoring saw) got no answer. */
export const monitorError = 'Network request failed, occur error';
/** A monitoring request (or a call monitoring saw) timed out. */
export const monitorTimeout = 'Network request failed, timeout';
