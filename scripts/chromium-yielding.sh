#!/bin/sh
# Chromium for the suites `npm test` runs at a lower priority (scripts/test.mjs, `yields`). Run as
# root, Chromium sets its processes' priority itself (browser and GPU process to nice -8, renderers
# to 0), undoing the stage's nice 10; without CAP_SYS_NICE it cannot, and they keep the stage's.
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --bounding-set -sys_nice --inh-caps -sys_nice /usr/bin/chromium "$@"
fi
exec /usr/bin/chromium "$@"
