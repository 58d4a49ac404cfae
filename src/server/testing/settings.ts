/**
 * The settings every test's server starts with (config.ts reads them as it reads the environment):
 * an in-process app (createTestApp and the files that build their own) and the real server
 * processes of the browser and resilience tests.
 *
 * PASSWORD_SCRYPT_N: the suites hash about 900 passwords (sign-ups, sign-ins, resets). At the
 * default cost each takes about 150 ms of a core, some 140 s of the suites' CPU on two cores; at
 * 1024 a sixteenth of that, through the same code (lib/password-hash.ts; its test checks the default).
 */
export const TEST_SERVER_SETTINGS = { PASSWORD_SCRYPT_N: '1024' } as const;

/** For loadConfig() in a test: quiet, its files under .tmp, NODE_ENV test. */
export const TEST_SETTINGS = { NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'silent', ...TEST_SERVER_SETTINGS } as const;
