"""Step 2: word vectors by PPMI + SVD (Levy & Goldberg 2014): a 40,000-word vocabulary, a window of 5 weighted
1/distance, context smoothing 0.75, 256 dimensions. About a minute on 2 cores. Writes vectors.npy, freq.npy, vocab.txt
to $EMB_DIR."""
import os, re, time, collections, numpy as np, scipy.sparse as sp
from scipy.sparse.linalg import svds
DIR = os.environ.get('EMB_DIR', '/tmp/emb')
t0 = time.time()
WORD = re.compile(r"[a-z0-9][a-z0-9_'+.-]*[a-z0-9+]|[a-z0-9]")
tokens = []
for line in open(DIR + '/corpus.txt', encoding='utf-8', errors='ignore'):
    tokens.extend(WORD.findall(line.lower()))
print('tokens', len(tokens), time.time() - t0)
counts = collections.Counter(tokens)
V = 40000
vocab = [w for w, c in counts.most_common(V) if c >= 5]
index = {w: i for i, w in enumerate(vocab)}
ids = np.fromiter((index.get(w, -1) for w in tokens), dtype=np.int32, count=len(tokens))
del tokens
print('vocab', len(vocab), time.time() - t0)
rows, cols, vals = [], [], []
for d in range(1, 6):
    a, b = ids[:-d], ids[d:]
    m = (a >= 0) & (b >= 0)
    a, b = a[m], b[m]
    w = np.full(a.shape, 1.0 / d, dtype=np.float32)
    rows += [a, b]; cols += [b, a]; vals += [w, w]
n = len(vocab)
C = sp.coo_matrix((np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols))), shape=(n, n)).tocsr()
del rows, cols, vals
print('cooc nnz', C.nnz, time.time() - t0)
total = C.sum()
rs = np.asarray(C.sum(axis=1)).ravel()
cs = np.asarray(C.sum(axis=0)).ravel() ** 0.75
cs = cs / cs.sum()
C = C.tocoo()
pmi = np.log(C.data / total) - np.log(rs[C.row] / total) - np.log(cs[C.col])
keep = pmi > 0
P = sp.csr_matrix((pmi[keep].astype(np.float32), (C.row[keep], C.col[keep])), shape=(n, n))
print('ppmi nnz', P.nnz, time.time() - t0)
U, S, Vt = svds(P, k=256)
W = U * np.sqrt(S)
W /= np.linalg.norm(W, axis=1, keepdims=True) + 1e-9
freq = np.array([counts[w] for w in vocab], dtype=np.float64)
freq /= freq.sum()
np.save(DIR + '/vectors.npy', W.astype(np.float32))
np.save(DIR + '/freq.npy', freq)
open(DIR + '/vocab.txt', 'w').write('\n'.join(vocab))
print('done', time.time() - t0)
for q in ['abort', 'fail', 'folder', 'exit', 'startup', 'delete', 'print']:
    if q in index:
        s = W @ W[index[q]]
        print(q, [vocab[i] for i in np.argsort(-s)[1:9]])
