# Sourced by the test scripts: the server's tests run on PGlite AND on a real PostgreSQL, so one
# must answer at VERIFLOW_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
# Order: it answers already; else start the local cluster; else, as root with apt, install Debian's
# postgresql, start it and create the `test` database with trust auth on 127.0.0.1.
export VERIFLOW_TEST_DATABASE_URL="${VERIFLOW_TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

vf_pg_ready() {
  node -e "const pg=require('pg');const c=new pg.Client(process.env.VERIFLOW_TEST_DATABASE_URL);c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" 2>/dev/null
}

vf_pg_start_cluster() {
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    local version cluster
    read -r version cluster _ < <(pg_lsclusters --no-header 2>/dev/null | head -n 1)
    if [ -n "${version:-}" ]; then pg_ctlcluster "$version" "$cluster" start 2>/dev/null || true; fi
  fi
  for _ in $(seq 1 20); do vf_pg_ready && return 0; sleep 0.5; done
  return 1
}

if ! vf_pg_ready && ! vf_pg_start_cluster; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL not reachable: installing Debian's postgresql package..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    hba="$(ls /etc/postgresql/*/main/pg_hba.conf | head -n 1)"
    sed -i -E 's/^(host\s+all\s+all\s+127\.0\.0\.1\/32\s+)\S+/\1trust/; s/^(local\s+all\s+postgres\s+)\S+/\1trust/' "$hba"
    vf_pg_start_cluster || true
    su postgres -c "psql -qc 'create database test'" 2>/dev/null || true
  fi
  if ! vf_pg_ready; then
    echo "The server tests need PostgreSQL at $VERIFLOW_TEST_DATABASE_URL and none answers." >&2
    echo "Install it (sudo apt-get install postgresql), allow trust auth on 127.0.0.1, create the database," >&2
    echo "or point VERIFLOW_TEST_DATABASE_URL at one." >&2
    exit 1
  fi
fi
