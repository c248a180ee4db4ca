import type { FastifyInstance, FastifyReply } from 'fastify';
import { gameLink } from './notify-outbox';
import type { Notify } from './notify-service';

/*
 * The links in messages (issue #23 item 3, D165). GET /api/notify/confirm confirms an address (a small page
 * with a link to the game). Unsubscribing takes a POST: GET shows a page with a button (mail scanners open
 * every link in a mail, and must not unsubscribe anyone), and POST to the same address — the button, or a mail
 * program's RFC 8058 one-click (List-Unsubscribe-Post) — unsubscribes. Plain pages: no script, no inline style
 * (the server's CSP), the form posts to this origin (form-action 'self').
 */

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} · The Everrain</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>
`;
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const NOT_A_LINK = '<p>This link is not one this server made, or it has run out (a confirmation link works for a week). Ask for a new one from the game\'s page.</p>';

export function notifyPages(app: FastifyInstance, notify: Notify): void {
  const tokenOf = (query: unknown): string => {
    const token = (query as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' ? token : '';
  };
  const link = (game: string, seat: number): string => `<p><a href="${escape(gameLink(notify.origin(), game, seat))}">Open the game</a></p>`;

  app.get('/api/notify/confirm', async (request, reply) => {
    const done = await notify.settings.confirm(tokenOf(request.query));
    if (!done) return page(reply, 404, 'Not a working link', NOT_A_LINK);
    if (done.changed) await notify.tellSeat(done.game, done.seat);
    return page(reply, 200, 'Confirmed', `<p>Confirmed: you will get a mail when it is your turn in this game.</p>${link(done.game, done.seat)}`);
  });

  app.register(async (scope) => {
    // The button's form and the one-click POST send a small form body; the token is in the address.
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

    scope.get('/api/notify/unsubscribe', async (request, reply) => {
      const token = tokenOf(request.query);
      const found = await notify.settings.unsubscribe(token, false);
      if (!found) return page(reply, 404, 'Not a working link', NOT_A_LINK);
      const what = found.channel === 'email' ? 'mails' : 'webhook messages';
      if (found.already) return page(reply, 200, 'Unsubscribed', `<p>This game sends no more ${what} here.</p>${link(found.game, found.seat)}`);
      return page(reply, 200, 'Unsubscribe?', `<p>Stop the ${what} about this game of The Everrain?</p>
<form method="post" action="/api/notify/unsubscribe?token=${escape(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>
${link(found.game, found.seat)}`);
    });

    scope.post('/api/notify/unsubscribe', async (request, reply) => {
      const found = await notify.settings.unsubscribe(tokenOf(request.query), true);
      if (!found) return page(reply, 404, 'Not a working link', NOT_A_LINK);
      if (!found.already) await notify.tellSeat(found.game, found.seat);
      return page(reply, 200, 'Unsubscribed', `<p>Done: this game sends no more ${found.channel === 'email' ? 'mails' : 'webhook messages'} here.</p>${link(found.game, found.seat)}`);
    });
  });
}
