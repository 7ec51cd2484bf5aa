"""Step 3: a small OpenAI-protocol /v1/embeddings server over word vectors trained on this machine's documentation
(PPMI + SVD): a text's vector is the SIF-weighted mean of its words' vectors."""
import json, os, re, sys, numpy as np
DIR = os.environ.get('EMB_DIR', '/tmp/emb')
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
W = np.load(DIR + '/vectors.npy')
freq = np.load(DIR + '/freq.npy')
vocab = open(DIR + '/vocab.txt').read().split('\n')
index = {w: i for i, w in enumerate(vocab)}
A = 1e-3
weight = A / (A + freq)
WORD = re.compile(r"[a-z0-9][a-z0-9_'+.-]*[a-z0-9+]|[a-z0-9]")
def embed(text):
    ids = [index[w] for w in WORD.findall(text.lower()) if w in index]
    if not ids: return np.zeros(W.shape[1], dtype=np.float32) + 1e-6
    v = (W[ids] * weight[ids, None]).sum(axis=0)
    return v / (np.linalg.norm(v) + 1e-9)
class H(BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers['content-length'])))
        inputs = body['input'] if isinstance(body['input'], list) else [body['input']]
        data = [{'object': 'embedding', 'index': i, 'embedding': [round(float(x), 6) for x in embed(t)]} for i, t in enumerate(inputs)]
        out = json.dumps({'object': 'list', 'data': data, 'model': body.get('model'), 'usage': {'prompt_tokens': 0, 'total_tokens': 0}}).encode()
        self.send_response(200); self.send_header('content-type', 'application/json'); self.send_header('content-length', str(len(out))); self.end_headers(); self.wfile.write(out)
ThreadingHTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()
