export { AppError, ERROR_CODES, isAppError, type ErrorCode } from "./app-error";
export { errorResponse, toErrorBody, describeZodError, type ErrorBody } from "./to-http-response";
