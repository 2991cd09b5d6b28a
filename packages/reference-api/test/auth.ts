/** Test-only: tokens the test servers accept, signed with a key of the test's own. */
import { SignJWT, generateKeyPair, jwtVerify } from 'jose';
import type { Authenticate, TokenUser } from '../src/auth/caller';

/** A signing key and an Authenticate that accepts tokens made with it. */
export async function testAuth() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const authenticate: Authenticate = async (header) => {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!token) throw Object.assign(new Error('missing token'), { statusCode: 401 });
    try {
      const { payload } = await jwtVerify(token, publicKey, {
        issuer: 'test',
        audience: 'an-portal-api',
      });
      return payload as unknown as TokenUser;
    } catch {
      throw Object.assign(new Error('invalid token'), { statusCode: 401 });
    }
  };
  const tokenFor = (user: Pick<TokenUser, 'id'> & Partial<TokenUser>, expiresIn = '5m') =>
    new SignJWT({
      email: `${user.id}@test`,
      name: user.id,
      groups: [],
      userType: 'External',
      locale: 'en_US',
      ...user,
    })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer('test')
      .setAudience('an-portal-api')
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { authenticate, tokenFor, privateKey };
}
