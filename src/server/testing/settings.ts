/**
 * The settings every test's server starts with (config.ts reads them as it reads the environment):
 * an in-process app (createTestApp and the files that build their own) and the real server
 * processes of the browser and resilience tests.
 *
 * PASSWORD_SCRYPT_N: passwords hashed at a sixteenth of the production cost, through the same code;
 * the suites hash about 900 of them (ADR 0029).
 */
export const TEST_SERVER_SETTINGS = { PASSWORD_SCRYPT_N: '1024' } as const;

/** For loadConfig() in a test: quiet, its files under .tmp, NODE_ENV test. */
export const TEST_SETTINGS = { NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'silent', ...TEST_SERVER_SETTINGS } as const;
