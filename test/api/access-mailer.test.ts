/** The platform's mailer against a real SMTP server: STARTTLS when the server offers it, and AUTH from the URL. */
import { smtpMailer } from '../../server/mail/mailer';
import { startSmtpCapture } from './smtp-capture';

it('upgrades to TLS when STARTTLS is offered, signs in with the URL credentials and delivers', async () => {
  const smtp = await startSmtpCapture({ starttls: true });
  // The test server's certificate is self-signed: the URL's tls options say to accept it.
  const mailer = smtpMailer({
    smtpUrl: `${smtp.url}?tls.rejectUnauthorized=false`,
    from: 'Fathom <fathom@demo.test>',
    consoleUrl: () => 'http://console.test',
  });
  try {
    await mailer.send({ to: 'tls@demo.test', subject: 'Over TLS', text: 'Hello', html: '<p>Hello</p>' });
    const mail = await smtp.next(m => m.to === 'tls@demo.test');
    expect(mail).toMatchObject({ secure: true, from: 'fathom@demo.test', subject: 'Over TLS', text: 'Hello' });
  } finally {
    mailer.close();
    await smtp.close();
  }
});

it('names a refused sign-in without showing the password', async () => {
  const smtp = await startSmtpCapture();
  const wrong = smtp.url.replace('Mail%23Pass1', 'Wrong%23Pass9');
  const mailer = smtpMailer({ smtpUrl: wrong, from: null, consoleUrl: () => '' });
  try {
    const failure = await mailer.send({ to: 'x@demo.test', subject: 's', text: 't' }).then(
      () => new Error('sent'),
      (e: Error) => e,
    );
    expect(failure).toMatchObject({ errorName: 'MailNotSent' });
    expect(failure.message).not.toContain('Wrong#Pass9');
    expect(failure.message).not.toContain('Wrong%23Pass9');
  } finally {
    mailer.close();
    await smtp.close();
  }
});
