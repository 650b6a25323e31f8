# Sourced by make_model.sh and train_folds.sh from training/: what training needs before it runs. The Debian fonts
# the synthetic dice are drawn with (render.py names the files), the venv from the pinned requirements, and the
# pipeline quads (the die faces the photo pipeline finds in the labelled photos, read with the committed model).
if [ ! -f /usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf ] || [ ! -f /usr/share/fonts/truetype/freefont/FreeSansBold.ttf ] \
    || [ ! -f /usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf ] || [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ]; then
    apt-get update -q && apt-get install -y -q --no-install-recommends fonts-urw-base35 fonts-freefont-ttf fonts-liberation fonts-dejavu-core
fi
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
    .venv/bin/pip install --require-hashes -r requirements.txt
fi
mkdir -p cache
if [ ! -f cache/pipeline-quads.tsv ]; then
    (cd .. && nice -n 10 cargo xtask eval quads training/cache/pipeline-quads.tsv)
fi
