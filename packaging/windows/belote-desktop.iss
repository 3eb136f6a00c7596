; Inno Setup 6 script: the Windows installer of Belote Desktop.
; packaging/build.py runs it after PyInstaller, passing the values below:
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\belote-desktop /DOutputDir=dist
;        /DIconFile=packaging\icons\belote-desktop.ico packaging\windows\belote-desktop.iss
; and it makes dist\belote-desktop-<version>-setup.exe.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\belote-desktop"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\icons\belote-desktop.ico"
#endif
; ArchitecturesAllowed=x64compatible below needs Inno Setup 6.3 or newer; an older compiler would
; stop on it with a less helpful message, or a build machine might keep an old 6.x without a word.
#if Ver < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or newer is needed to build this installer (x64compatible); install a newer one
#endif
#define AppName "Belote Desktop"
#define AppExe "belote-desktop.exe"

[Setup]
; A fixed id: an update installs over the previous version.
AppId={{6F0C2B8E-3D4A-4B51-9A57-0E5C1B2D7A41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Belote Desktop developers
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install without administrator rights unless the user asks for all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=belote-desktop-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "nl"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "sv"; MessagesFile: "compiler:Languages\Swedish.isl"
Name: "pl"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
