# Sourced by the test scripts: finds a Chromium for the browser tests and exports CHROME_PATH.
# Order: CHROME_PATH, then Debian's /usr/bin/chromium; installs Debian's chromium with apt when
# missing and running as root; otherwise stops with a message saying how to install it.
if [ -n "${CHROME_PATH:-}" ] && [ -x "${CHROME_PATH}" ]; then
  :
elif [ -x /usr/bin/chromium ]; then
  CHROME_PATH=/usr/bin/chromium
elif [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package (about 35 s)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  CHROME_PATH=/usr/bin/chromium
else
  echo "The browser tests need Chromium, and none was found." >&2
  echo "Install it with:  sudo apt-get install chromium   (Debian/Ubuntu)" >&2
  echo "or point CHROME_PATH at an existing Chromium or Chrome binary." >&2
  exit 1
fi
export CHROME_PATH
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
