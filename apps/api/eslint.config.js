import base from '@gold/eslint-config'

/** The reliability suite reads TEST_DATABASE_URL and spawns servers with their own environment, like test/. */
export default [...base, { files: ['test-reliability/**'], rules: { 'no-restricted-properties': 'off' } }]
