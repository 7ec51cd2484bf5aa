"""Step 1: a plain-text corpus from this machine's documentation (/usr/share/doc, English man pages, info),
changelogs, copyright and licence files left out, duplicates dropped. Writes $EMB_DIR/corpus.txt."""
import os, re, gzip, hashlib, html
DIR = os.environ.get('EMB_DIR', '/tmp/emb')
os.makedirs(DIR, exist_ok=True)
out = open(DIR + '/corpus.txt', 'w')
seen = set()
TAG = re.compile(r'<[^>]+>')
ROFF_ESC = re.compile(r'\\f[BIRP]|\\\(..|\\[-e&|^]|\\s[-+]?\d')
words = 0
def emit(text):
    global words
    h = hashlib.md5(text.encode('utf-8', 'ignore')).hexdigest()
    if h in seen: return
    seen.add(h)
    text = re.sub(r'\s+', ' ', text)
    words += text.count(' ')
    out.write(text + '\n')
def read(path):
    try:
        if path.endswith('.gz'):
            with gzip.open(path, 'rb') as f: data = f.read(5_000_000)
        else:
            with open(path, 'rb') as f: data = f.read(5_000_000)
    except Exception: return None
    if b'\x00' in data[:2000]: return None
    return data.decode('utf-8', 'ignore')
for root, dirs, files in os.walk('/usr/share/doc'):
    for name in files:
        low = name.lower()
        if low.startswith('changelog') or low.startswith('copyright') or low.startswith('news') or 'license' in low: continue
        if not re.search(r'\.(txt|html?|md|gz|rst)$|^readme', low): continue
        if low.endswith('.gz') and not re.search(r'\.(txt|html?|md|rst)\.gz$|^readme', low): continue
        text = read(os.path.join(root, name))
        if not text: continue
        if '.htm' in low: text = html.unescape(TAG.sub(' ', re.sub(r'(?s)<(script|style)[^>]*>.*?</\1>', ' ', text)))
        emit(text)
for root, dirs, files in os.walk('/usr/share/man'):
    if not re.search(r'/man/man\d', root): continue  # English only
    for name in files:
        text = read(os.path.join(root, name))
        if not text: continue
        lines = []
        for line in text.split('\n'):
            if line.startswith('.') or line.startswith("'"):
                m = re.match(r'\.(SH|SS|B|I|BR|IR|IP|TP|BI|RB|RI)\s+(.*)', line)
                if m: line = m.group(2).replace('"', '')
                else: continue
            lines.append(ROFF_ESC.sub('', line))
        emit('\n'.join(lines))
for root, dirs, files in os.walk('/usr/share/info'):
    for name in files:
        text = read(os.path.join(root, name))
        if text: emit(text)
print('documents', len(seen), 'words', words)
