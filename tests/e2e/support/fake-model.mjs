// An OpenAI-compatible chat model for the end-to-end tests, on 127.0.0.1:$PORT. What it
// answers depends on the visitor's last message, so a test can ask for the case it needs:
// - "LANGZAAM": a long answer, one word every 100 ms (to press Stop halfway);
// - "AANVAL": the model tries HTML and unsafe links (they must show as text);
// - "MENS": a short sentence, then a call of the tool offer_callback;
// - anything else: a short answer with a link to /contact.
// GET /stats tells how many answers were finished and how many were cut off by the api
// (the api stops reading when the visitor's request ends).
import http from 'node:http';

const stats = { finished: 0, aborted: 0 };

const chunk = (delta) =>
  `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;

function lastUserMessage(body) {
  try {
    const messages = JSON.parse(body).messages ?? [];
    return [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  } catch {
    return '';
  }
}

function script(question) {
  if (question.includes('LANGZAAM')) {
    return Array.from({ length: 150 }, (_, i) => ({ delta: { content: `woord${i} ` }, wait: 100 }));
  }
  if (question.includes('AANVAL')) {
    return [
      { delta: { content: 'Test: <img src=x onerror=alert(1)> ' } },
      { delta: { content: '[klik](javascript:alert(1)) ' } },
      { delta: { content: '[andere site](https://evil.example/) ' } },
      { delta: { content: 'en [Contact](/contact).' } },
    ];
  }
  if (question.includes('MENS')) {
    return [
      { delta: { content: 'Natuurlijk, een collega belt je graag terug.' } },
      {
        delta: {
          tool_calls: [
            { index: 0, id: 'call_1', type: 'function', function: { name: 'offer_callback', arguments: '' } },
          ],
        },
      },
      { delta: { tool_calls: [{ index: 0, function: { arguments: '{}' } }] } },
    ];
  }
  return [{ delta: { content: 'Dit antwoord komt van het model. Kijk op /contact.' } }];
}

// allow-wait: the model answers slowly on purpose ("LANGZAAM": a word every 100 ms, to press Stop halfway)
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(stats));
    return;
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (part) => (body += part));
  req.on('end', async () => {
    let closed = false;
    res.on('close', () => {
      if (!res.writableFinished) {
        closed = true;
        stats.aborted += 1;
      }
    });
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const step of script(lastUserMessage(body))) {
      if (closed) return;
      if (step.wait) await wait(step.wait); // allow-wait: the script's own pace
      if (closed) return;
      res.write(chunk(step.delta));
    }
    res.end('data: [DONE]\n\n');
    stats.finished += 1;
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  console.log(`fake model on http://127.0.0.1:${server.address().port}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
