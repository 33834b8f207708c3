// The operations' paths (spec: Endpoints; the version is the path segment v1) and the mock's default address.

export const CONFIGS_PATH = '/api/core/v1/global/configs';
export const NOTIFICATION_LIST_PATH = '/api/core/v1/notification/list';
export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_SERVER_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;
