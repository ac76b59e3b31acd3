// Device detection alone: the page styles itself by OS and in-app browser.
import { detectDevice } from 'campaign-kit/device';

const device = detectDevice(navigator.userAgent);
document.documentElement.dataset.os = device.os;
document.documentElement.dataset.app = device.app;
document.documentElement.classList.toggle('mobile', device.mobile);
