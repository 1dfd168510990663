// A real OpenID Connect provider (oidc-provider) for tests, run as its own process because it is an ES module.
// Configuration comes from the environment: OIDC_PORT, OIDC_CLIENTS (JSON list of client metadata) and
// OIDC_ACCOUNTS (JSON map login -> { email, name }). It prints "listening <issuer>" once it accepts requests.
// Its sign-in page is the provider's development page: any password is accepted for a known login.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const issuer = `http://127.0.0.1:${port}`;
const accounts = JSON.parse(process.env.OIDC_ACCOUNTS || '{}');
const clients = JSON.parse(process.env.OIDC_CLIENTS || '[]');

const provider = new Provider(issuer, {
  clients,
  cookies: { keys: ['test-cookie-key-one'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, sub) {
    const a = accounts[sub];
    if (!a) return undefined;
    return { accountId: sub, claims: async () => ({ sub, email: a.email, email_verified: true, name: a.name }) };
  },
});
provider.on('server_error', (_ctx, err) => process.stderr.write(`oidc server_error: ${err.stack}\n`));
const server = provider.listen(port, '127.0.0.1', () => process.stdout.write(`listening ${issuer}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
