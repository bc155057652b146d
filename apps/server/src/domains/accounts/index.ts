/** What other domains use of accounts (staff accounts are listener accounts with a role). */
export { ARGON2 } from './guards';
export { displayName } from './names';
export { revokeOtherSessions } from './sessions';
