// A minimal OpenAI-compatible streaming upstream for the benchmark, in its own process
// (so the direct and the proxied measurement both cross a process boundary).
import http from 'node:http';

const chunk = (content) =>
  `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(chunk('Hallo'));
    setTimeout(() => {
      res.write(chunk(' daar.'));
      res.end('data: [DONE]\n\n');
    }, 5);
  });
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => process.exit(0));
