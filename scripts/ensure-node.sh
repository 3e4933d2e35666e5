# Sourced by .ci/run (and by anyone whose machine has an older Node: `source scripts/ensure-node.sh`):
# makes `node` and `npm` run on a Node that satisfies package.json's engines (22.12 or later).
# When the machine's own Node is older, the official build of Node 22 for this platform is taken
# from the npm registry (the node-<platform>-<arch> packages publish the nodejs.org binaries),
# kept under .cache/ and put first on PATH. Nothing is installed system-wide.
NODE_VERSION_WANTED=22.23.3

if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null; then
  node_pkg="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m | sed -e 's/x86_64/x64/' -e 's/aarch64/arm64/')"
  node_dir="$(pwd)/.cache/node-$NODE_VERSION_WANTED"
  if [ ! -x "$node_dir/node_modules/$node_pkg/bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo '(none)') is older than 22.12: fetching $node_pkg@$NODE_VERSION_WANTED from the npm registry into .cache/"
    npm install --silent --no-save --no-package-lock --no-audit --no-fund --prefix "$node_dir" "$node_pkg@$NODE_VERSION_WANTED"
  fi
  export PATH="$node_dir/node_modules/$node_pkg/bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version)"
