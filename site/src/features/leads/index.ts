export { requestCallback, requestCallbackFromChat, sendProjectRequest } from './leads';
