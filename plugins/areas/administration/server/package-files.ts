/**
 * The files an installer package adds around the collector program: its configuration (the node's activation
 * code and the platform's address), a start script, a service definition for the operating system and a
 * README. The program runs with the machine's Node (20 or later); its npm packages are installed into
 * program/node_modules at the first start, or taken from FATHOM_NODE_MODULES when the machine already has them.
 */
import { roleOf, type InstallerRequest } from '@fathom/sdk/api';
import type { PackageFile } from '@fathom/sdk/server';

export interface PackageSettings {
  request: InstallerRequest;
  node: { objectId: string; name: string; classId: string };
  activationCode: string;
  platform: string;
}

const EXEC = 0o755;
const serviceName = (classId: string) => `fathom-${roleOf(classId)}`;

/** The settings the program reads (`--config config.json`); the data folder is where its own index lives. */
export function configFile(s: PackageSettings): PackageFile {
  const r = s.request;
  const config = {
    platform: s.platform,
    activationCode: s.activationCode,
    objectId: s.node.objectId,
    name: s.node.name,
    classId: s.node.classId,
    role: roleOf(s.node.classId),
    ostype: r.ostype,
    installerType: r.isOffline ? 'offline' : 'web',
    bindTo: r.bindTo,
    port: r.workerPort ?? '',
    programDir: r.dirApp,
    dataDir: r.fulldir || 'data',
    database:
      r.dbDialect === 'sqlite' ? { dialect: 'sqlite' } : { dialect: r.dbDialect, host: r.dbHost, port: r.dbPort, user: r.dbUser, password: r.dbPassword },
    ...(r.certificateFile ? { certificate: { file: r.certificateFile, password: r.certificatePassword ?? '', keyStoreDialect: 'local' } } : {}),
  };
  return { path: 'config.json', content: `${JSON.stringify(config, null, 2)}\n`, mode: 0o600 };
}

const START_SH = `#!/bin/sh
# Starts this device's collector with the machine's Node (20 or later); it runs until stopped (SIGTERM).
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
PROGRAM="$HERE/program"
if [ -n "$FATHOM_NODE_MODULES" ]; then
  NODE_PATH="$FATHOM_NODE_MODULES"
  export NODE_PATH
elif [ ! -d "$PROGRAM/node_modules" ]; then
  (cd "$PROGRAM" && npm install --omit=dev --no-audit --no-fund)
fi
FATHOM_PROJECT_ROOT="$PROGRAM"
export FATHOM_PROJECT_ROOT
exec node "$PROGRAM/collector.js" --config "$HERE/config.json" "$@"
`;

const START_CMD = `@echo off
rem Starts this device's collector with the machine's Node (20 or later).
set "HERE=%~dp0"
set "PROGRAM=%HERE%program"
if defined FATHOM_NODE_MODULES (
  set "NODE_PATH=%FATHOM_NODE_MODULES%"
) else if not exist "%PROGRAM%\\node_modules" (
  pushd "%PROGRAM%" && call npm install --omit=dev --no-audit --no-fund && popd
)
set "FATHOM_PROJECT_ROOT=%PROGRAM%"
node "%PROGRAM%\\collector.js" --config "%HERE%config.json" %*
`;

function systemdUnit(s: PackageSettings): string {
  const dir = s.request.dirApp;
  return `[Unit]
Description=Fathom ${roleOf(s.node.classId)} ${s.node.name}
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
WorkingDirectory=${dir}
ExecStart=${dir}/start.sh
Restart=on-failure
RestartSec=10
KillSignal=SIGTERM
TimeoutStopSec=60

[Install]
WantedBy=multi-user.target
`;
}

function launchdPlist(s: PackageSettings): string {
  const dir = s.request.dirApp;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>Label</key><string>com.fathom.${roleOf(s.node.classId)}</string>
  <key>ProgramArguments</key><array><string>${dir}/start.sh</string></array>
  <key>WorkingDirectory</key><string>${dir}</string>
  <key>RunAtLoad</key><true/>
  <key>KeepAlive</key><dict><key>SuccessfulExit</key><false/></dict>
</dict>
</plist>
`;
}

/** Windows has no way to run a script as a service by itself: the script registers a start-up task run as SYSTEM that restarts on failure. */
function windowsServiceScript(s: PackageSettings): string {
  const dir = s.request.dirApp;
  const name = serviceName(s.node.classId);
  return `# Installs this device's collector as a start-up service (run in an elevated PowerShell from this folder).
$ErrorActionPreference = 'Stop'
$target = '${dir}'
New-Item -ItemType Directory -Force -Path $target | Out-Null
Copy-Item -Recurse -Force -Path (Join-Path $PSScriptRoot '*') -Destination $target
$action = New-ScheduledTaskAction -Execute 'cmd.exe' -Argument ('/c "' + (Join-Path $target 'start.cmd') + '"') -WorkingDirectory $target
$trigger = New-ScheduledTaskTrigger -AtStartup
$settings = New-ScheduledTaskSettingsSet -RestartCount 999 -RestartInterval (New-TimeSpan -Minutes 1) -ExecutionTimeLimit ([TimeSpan]::Zero)
Register-ScheduledTask -TaskName '${name}' -Action $action -Trigger $trigger -Settings $settings -User 'SYSTEM' -RunLevel Highest -Force | Out-Null
Start-ScheduledTask -TaskName '${name}'
Write-Output 'Installed and started ${name}.'
`;
}

function installSh(s: PackageSettings): string {
  const dir = s.request.dirApp;
  const osx = s.request.ostype === 'osx';
  const name = serviceName(s.node.classId);
  const enable = osx
    ? `cp "$HERE/com.fathom.${roleOf(s.node.classId)}.plist" /Library/LaunchDaemons/\nlaunchctl load -w /Library/LaunchDaemons/com.fathom.${roleOf(s.node.classId)}.plist`
    : `cp "$HERE/${name}.service" /etc/systemd/system/\nsystemctl daemon-reload\nsystemctl enable --now ${name}`;
  return `#!/bin/sh
# Copies this package to ${dir} and starts it as a service (run as root).
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "${dir}"
cp -R "$HERE/." "${dir}/"
${enable}
echo "Installed and started ${name}."
`;
}

function readme(s: PackageSettings): string {
  const windows = s.request.ostype === 'windows';
  return `Fathom ${roleOf(s.node.classId)} "${s.node.name}" for the platform ${s.platform}

Needs Node.js 20 or later on this machine.
Try it:      ${windows ? 'start.cmd' : './start.sh'}       (stops with Ctrl+C)
As a service: ${windows ? 'install-service.ps1 (elevated PowerShell)' : 'sudo ./install.sh'}

The first start installs the program's npm packages into program/node_modules (it needs the npm registry);
set FATHOM_NODE_MODULES to a folder that already holds them to skip that. config.json holds the activation
code: the device activates with it at its first call and shows online in the platform's tree.
`;
}

export function packageFiles(s: PackageSettings, program: readonly PackageFile[]): PackageFile[] {
  const files: PackageFile[] = [...program.map(f => ({ ...f, path: `program/${f.path}` })), configFile(s), { path: 'README.txt', content: readme(s) }];
  if (s.request.ostype === 'windows') {
    files.push({ path: 'start.cmd', content: START_CMD.replace(/\n/g, '\r\n') }, { path: 'install-service.ps1', content: windowsServiceScript(s) });
  } else {
    files.push({ path: 'start.sh', content: START_SH, mode: EXEC }, { path: 'install.sh', content: installSh(s), mode: EXEC });
    if (s.request.ostype === 'osx') files.push({ path: `com.fathom.${roleOf(s.node.classId)}.plist`, content: launchdPlist(s) });
    else files.push({ path: `${serviceName(s.node.classId)}.service`, content: systemdUnit(s) });
  }
  return files;
}
