#!/bin/sh
# Re-creates the corpus from the Debian 12 (bookworm) packages it was taken from, and checks the result against
# SHA256SUMS. Not needed to run the benchmark (the files are committed); it shows where each file comes from.
#   sh bench/quality/corpus/fetch-from-debian.sh [out-dir]     (needs apt-get; `apt-get update` first)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download bash-doc=5.2.15-2 r-doc-pdf=4.2.2.20221110-2 debian-policy=4.6.2.0 developers-reference=12.18 \
  debian-faq=11.1 maint-guide=1.2.53 gnu-standards=2022.03.23-0.1 vim-runtime=2:9.0.1378-2+deb12u2 \
  maint-guide-fr=1.2.53 maint-guide-de=1.2.53 maint-guide-es=1.2.53 maint-guide-ru=1.2.53 debian-faq-fr=11.1 \
  debian-faq-de=11.1 base-files=12.4+deb12u11 debian-history=2.28 \
  r-cran-zoo=1.8-11-1 r-cran-sandwich=3.0-2-1 r-cran-strucchange=1.5-3-1 r-cran-lme4=1.1-31-1 \
  distro-info-data=0.58+deb12u7 postgresql-doc-15=15.20-0+deb12u1
for deb in *.deb; do dpkg-deb -x "$deb" x; done
mkdir -p "$out"
cp x/usr/share/doc/bash/bashref.pdf "$out/"
cp x/usr/share/R/doc/manual/R-intro.pdf x/usr/share/R/doc/manual/R-data.pdf "$out/"
zcat x/usr/share/doc/debian-policy/policy.pdf.gz > "$out/policy.pdf"
zcat x/usr/share/doc/debian-policy/copyright-format-1.0.txt.gz > "$out/copyright-format-1.0.txt"
cp x/usr/share/developers-reference/developers-reference.pdf "$out/"
zcat x/usr/share/doc/debian/FAQ/debian-faq.en.pdf.gz > "$out/debian-faq.en.pdf"
cp x/usr/share/doc/maint-guide/maint-guide.en.pdf "$out/"
cp x/usr/share/doc/gnu-standards/standards.html "$out/"
cp x/usr/share/vim/vim90/tutor/tutor.zh_cn.utf-8 "$out/vimtutor.zh_cn.txt"
cp x/usr/share/vim/vim90/tutor/tutor.ja.utf-8 "$out/vimtutor.ja.txt"
cp x/usr/share/vim/vim90/tutor/tutor.ko.utf-8 "$out/vimtutor.ko.txt"
for l in fr de es ru; do cp "x/usr/share/doc/maint-guide-$l/maint-guide.$l.pdf" "$out/"; done
for l in fr de; do zcat "x/usr/share/doc/debian/FAQ/debian-faq.$l.pdf.gz" > "$out/debian-faq.$l.pdf"; done
# The licences: three as Debian ships them, four typeset as PDFs (text-to-pdf.ts) so that they have pages to cite.
for f in LGPL-3 Artistic CC0-1.0; do cp "x/usr/share/common-licenses/$f" "$out/$f.txt"; done
for f in 'GPL-3:GNU General Public License, version 3' 'Apache-2.0:Apache License, version 2.0' \
  'MPL-2.0:Mozilla Public License, version 2.0' 'GFDL-1.3:GNU Free Documentation License, version 1.3'; do
  (cd "$here/../../.." && npx tsx bench/quality/corpus/text-to-pdf.ts "$work/x/usr/share/common-licenses/${f%%:*}" \
    "$out/${f%%:*}.pdf" "${f#*:}")
done
# Debian's history: the history as Debian ships its PDF, the constitution typeset like the licences, four texts as they are.
h=x/usr/share/doc/debian-history
cp "$h/docs/project-history.en.pdf" "$out/"
zcat "$h/debian-manifesto.gz" > "$out/debian-manifesto.txt"
zcat "$h/social-contract.txt.gz" > "$out/social-contract.txt"
cp "$h/dedication/dedication-2.2.txt" "$h/dedication/dedication-9.0.txt" "$out/"
zcat "$h/constitution.txt.gz" > "$work/constitution.txt"
(cd "$here/../../.." && npx tsx bench/quality/corpus/text-to-pdf.ts "$work/constitution.txt" "$out/constitution.pdf" \
  'Constitution for the Debian Project (v1.9)')
# Research papers: the vignettes of four R packages, as Debian builds them.
r=x/usr/lib/R/site-library
cp "$r/zoo/doc/zoo.pdf" "$r/zoo/doc/zoo-faq.pdf" "$r/sandwich/doc/sandwich.pdf" "$r/sandwich/doc/sandwich-CL.pdf" \
  "$r/strucchange/doc/strucchange-intro.pdf" "$r/lme4/doc/lmer.pdf" "$out/"
# Tables: Debian's and Ubuntu's release tables (CSV, as shipped: trailing empty fields omitted) and two pages of
# PostgreSQL 15's documentation on data types (postgresql-doc-15 of bookworm-security).
cp x/usr/share/distro-info/debian.csv "$out/distro-info-debian.csv"
cp x/usr/share/distro-info/ubuntu.csv "$out/distro-info-ubuntu.csv"
p=x/usr/share/doc/postgresql-doc-15/html
cp "$p/datatype-numeric.html" "$out/pg-datatype-numeric.html"
cp "$p/datatype-datetime.html" "$out/pg-datatype-datetime.html"
# Node.js's own Markdown (API docs and governance), as the nodejs 20.20.2 package installs them (NodeSource's build,
# the Node.js the machine runs; Debian's nodejs-doc of bookworm is Node 18, other files).
n=/usr/share/doc/nodejs
cp "$n/api/child_process.md" "$out/node-child_process.md"
cp "$n/api/path.md" "$out/node-path.md"
cp "$n/api/events.md" "$out/node-events.md"
cp "$n/GOVERNANCE.md" "$out/node-governance.md"
cd "$out" && sha256sum -c "$here/SHA256SUMS"
