/** The environment variable the receiver snippet reads its signing secret from. */
export const RECEIVER_SECRET_VARIABLE = 'VERIFLOW_WEBHOOK_SECRET';

export interface ReceiverSnippetOptions {
  /** The webhook's URL: the snippet listens on its path. */
  url: string;
  /** The webhook's name, named in the comment about the secret. */
  name: string;
}

/** The path of a webhook URL ('/' when it has none or the URL cannot be read). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname || '/';
  } catch {
    return '/';
  }
}

/**
 * A Node receiver (Express and the `standardwebhooks` package) that checks each delivery's
 * signature before trusting it: `new Webhook(secret).verify(body, headers)` over the raw body.
 * CommonJS, so it runs as pasted into a plain `.js` file. The secret is read from the environment,
 * never written into the code.
 */
export function receiverSnippet({ url, name }: ReceiverSnippetOptions): string {
  const path = `'${pathOf(url).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const label = name.replace(/\s+/g, ' ').trim() || 'this webhook';
  return `// npm install express standardwebhooks
const express = require('express');
const { Webhook } = require('standardwebhooks');

// The signing secret (whsec_…) of ${label}: reveal it under
// Signature in the console. While a secret is being rotated, each
// delivery carries both signatures and either secret verifies it.
const webhook = new Webhook(process.env.${RECEIVER_SECRET_VARIABLE});

const app = express();
// Keep the raw body: parsing it first changes the bytes that were signed.
const rawJson = express.raw({ type: 'application/json' });

app.post(${path}, rawJson, (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body, req.headers);
  } catch (error) {
    return res.status(400).send('Invalid signature');
  }
  // webhook-id is the same on every attempt: skip ids already handled.
  console.log(req.headers['webhook-id'], event.type, event.data);
  res.sendStatus(204);
});

app.listen(3000);
`;
}
