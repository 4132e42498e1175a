import bcrypt from 'bcryptjs'

/** bcrypt (cost 10 in production; tests may lower it through BCRYPT_COST for speed). */
let cost = 10
export const setPasswordCost = (c: number) => {
  cost = c
}
export const hashPassword = (password: string) => bcrypt.hash(password, cost)
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash)

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10)
export const burnPasswordCheck = (password: string) => bcrypt.compare(password, DUMMY_HASH)
