// The deploy/ files as a deployment installs them (deploy/README.md): the systemd unit and the
// instances' environment agree on how a stop goes, and haproxy.cfg balances without stickiness,
// checks /readyz, opens a connection per request, retries what never reached an instance (and
// reads also when their instance closed without answering) and is a valid configuration for
// Debian's haproxy with the variables of haproxy.env. The files at work: test/instances.test.ts and test/rolling-restart.test.ts.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deployDir, envFile, HAPROXY, haproxyMissing } from './haproxy'

/** haproxy.cfg without its comments. */
const haproxyCfg = () => readFileSync(join(deployDir, 'haproxy.cfg'), 'utf8').replace(/#.*$/gm, '')

describe('deploy/ files', () => {
  it('the unit stops an instance with SIGTERM and waits longer than the instance lets its stop take', () => {
    const unit = envFile('scm-portal@.service')
    const env = envFile('scm-portal.env')
    expect(unit.KillSignal).toBe('SIGTERM')
    expect(unit.EnvironmentFile).toBe('/etc/scm-portal/scm-portal.env')
    expect(unit.Environment).toContain('PORT=%i')
    expect(env.PORT, 'the port is the unit instance name').toBeUndefined()
    expect(Number(unit.TimeoutStopSec)).toBeGreaterThan(Number(env.SCM_SHUTDOWN_SECONDS))
    // the drain (after haproxy's check saw the instance stopping) is part of the stop's limit
    expect(Number(env.SCM_DRAIN_SECONDS)).toBeGreaterThan(0)
    expect(Number(env.SCM_DRAIN_SECONDS)).toBeLessThan(Number(env.SCM_SHUTDOWN_SECONDS))
    expect(unit.ExecStart).toMatch(/ packages\/server\/dist\/main\.js$/)
  })

  it('haproxy.cfg balances round robin without stickiness, takes an instance out within two seconds of failing /readyz and fails open when all fail', () => {
    const cfg = haproxyCfg()
    expect(cfg).toMatch(/^\s*balance roundrobin$/m)
    expect(cfg).not.toMatch(/^\s*(cookie|stick|hash-type|balance source)\b/m)
    expect(cfg).toMatch(/http-check send meth GET uri \/readyz/)
    expect(cfg).toMatch(/^\s*default-server check inter 1s fall 2 rise 2\b/m)
    // a late answer is not a failure before /readyz's own database limit (3 s) has answered 503
    expect(Number(/^\s*timeout check (\d+)s$/m.exec(cfg)?.[1])).toBeGreaterThan(3)
    // fail open: every instance again as an unchecked backup, all of them used when every check fails
    expect(cfg).toMatch(/^\s*option allbackups$/m)
    const servers = [...cfg.matchAll(/^\s*server \S+ "(\$\{\w+\})"(.*)$/gm)].map(([, address, rest]) => ({ address, backup: /\bbackup\b/.test(rest!) && /\bno-check\b/.test(rest!) }))
    const checked = servers.filter((s) => !s.backup).map((s) => s.address)
    expect(servers.filter((s) => s.backup).map((s) => s.address)).toEqual(checked)
    // every address the file expands is a variable of haproxy.env
    const used = [...new Set([...cfg.matchAll(/"\$\{(\w+)\}"/g)].map((m) => m[1]))].sort()
    expect(used).toEqual(Object.keys(envFile('haproxy.env')).sort())
  })

  it('haproxy.cfg retries on another instance what never reached one, and a sent request only when it is a read', () => {
    const cfg = haproxyCfg()
    // a new connection to an instance for every request: one to an instance that is gone is refused, and retried
    expect(cfg).toMatch(/^\s*option http-server-close$/m)
    const retryOn = /^\s*retry-on (.+)$/m.exec(cfg)?.[1]?.trim().split(/\s+/)
    expect(retryOn?.sort()).toEqual(['conn-failure', 'empty-response', 'response-timeout'])
    expect(cfg).toMatch(/^\s*option redispatch 1$/m)
    expect(Number(/^\s*retries (\d+)$/m.exec(cfg)?.[1])).toBeGreaterThanOrEqual(1)
    // writes are not idempotent: once sent, never replayed (METH_GET is GET and HEAD)
    expect(cfg).toMatch(/^\s*http-request disable-l7-retry unless METH_GET \|\| METH_OPTIONS$/m)
  })

  it.skipIf(haproxyMissing)(`is a valid configuration for the installed haproxy with haproxy.env's variables${haproxyMissing ? ` (skipped: ${haproxyMissing})` : ''}`, () => {
    const output = execFileSync(HAPROXY, ['-c', '-f', join(deployDir, 'haproxy.cfg')], { env: { PATH: process.env.PATH, ...envFile('haproxy.env') }, encoding: 'utf8' })
    expect(output).toMatch(/Configuration file is valid/)
  })
})
