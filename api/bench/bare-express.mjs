// Reference point for the benchmark: the cheapest possible Express 5 JSON POST handler,
// so a reader can tell the machine's capacity at that moment apart from the api's cost.
import express from 'express';

const app = express();
app.use(express.json());
app.post('/lead', (_req, res) => res.status(201).json({ id: 'reference' }));
const server = app.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => process.exit(0));
