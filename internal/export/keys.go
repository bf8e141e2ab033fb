package export

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"aead.dev/minisign"
	"golang.org/x/crypto/blake2b"
)

// Key file names inside a workspace's keys directory.
const (
	PrivateKeyFile = "loopd.key"
	PublicKeyFile  = "loopd.pub"
	// TrustedDir is the sub-directory of the keys directory whose *.pub
	// files are the keys imports are verified against.
	TrustedDir = "trusted"
)

// PublicKey is a minisign Ed25519 public key, with the file it came from.
type PublicKey struct {
	key minisign.PublicKey
	// Path is the file the key was read from ("" when built in memory).
	Path string
}

// ID is the key's minisign id in upper-case hex, as minisign prints it.
func (k PublicKey) ID() string { return keyID(k.key.ID()) }

// String is the key's one-line base64 form, what `minisign -P` takes.
func (k PublicKey) String() string { return k.key.String() }

// MarshalText returns the key in minisign's public key file format
// (an untrusted comment line and the base64 key), what `loopd keys`
// prints and what another agent saves under keys/trusted/NAME.pub.
func (k PublicKey) MarshalText() ([]byte, error) {
	text, err := k.key.MarshalText()
	if err != nil {
		return nil, err
	}
	return append(text, '\n'), nil
}

// ParsePublicKey reads a key in minisign's public key file format or as
// the bare base64 line.
func ParsePublicKey(text []byte) (PublicKey, error) {
	var k minisign.PublicKey
	if err := k.UnmarshalText([]byte(strings.TrimSpace(string(text)))); err != nil {
		return PublicKey{}, fmt.Errorf("parse public key: %w", err)
	}
	return PublicKey{key: k}, nil
}

// PrivateKey is the workspace's minisign Ed25519 signing key. Its secret
// never leaves the value: fmt, slog and encoding/json print a redacted
// placeholder, and MarshalText refuses.
type PrivateKey struct {
	key minisign.PrivateKey
}

// ID is the key's minisign id in upper-case hex.
func (k PrivateKey) ID() string { return keyID(k.key.ID()) }

// Public returns the matching public key.
func (k PrivateKey) Public() PublicKey {
	return PublicKey{key: k.key.Public().(minisign.PublicKey)}
}

// String prints a redacted placeholder, never the secret.
func (k PrivateKey) String() string { return "loopd private key " + k.ID() + " (redacted)" }

// GoString prints a redacted placeholder, never the secret.
func (k PrivateKey) GoString() string { return k.String() }

// Format prints a redacted placeholder for every verb.
func (k PrivateKey) Format(f fmt.State, _ rune) { _, _ = io.WriteString(f, k.String()) }

// LogValue keeps the secret out of slog output.
func (k PrivateKey) LogValue() slog.Value { return slog.StringValue(k.String()) }

// MarshalJSON refuses: a private key is never exported.
func (k PrivateKey) MarshalJSON() ([]byte, error) {
	return nil, errors.New("a private key is never marshalled")
}

// MarshalText refuses: a private key is never exported.
func (k PrivateKey) MarshalText() ([]byte, error) {
	return nil, errors.New("a private key is never marshalled")
}

func keyID(id uint64) string { return strings.ToUpper(strconv.FormatUint(id, 16)) }

// GenerateKeys creates a new Ed25519 key pair in dir (created 0700 if
// missing): loopd.key, mode 0600, and loopd.pub, mode 0644, both in the
// stock minisign tool's formats (`minisign -V -p loopd.pub` verifies
// loopd's signatures and `minisign -S -s loopd.key` signs with the key).
//
// The private key is stored unencrypted (minisign's "no password" form,
// what `minisign -G -W` writes): the daemon signs nightly exports
// unattended, so the file's 0600 mode is its protection. GenerateKeys
// never overwrites: if either file exists it returns an error wrapping
// fs.ErrExist and leaves both untouched.
func GenerateKeys(dir string) error {
	return generateKeys(dir, rand.Reader)
}

func generateKeys(dir string, random io.Reader) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("create keys directory %s: %w", dir, err)
	}
	pub, priv, err := minisign.GenerateKey(random)
	if err != nil {
		return fmt.Errorf("generate key pair: %w", err)
	}
	keyText, err := privateKeyFile(priv)
	if err != nil {
		return err
	}
	pubText, err := PublicKey{key: pub}.MarshalText()
	if err != nil {
		return err
	}
	keyPath, pubPath := filepath.Join(dir, PrivateKeyFile), filepath.Join(dir, PublicKeyFile)
	if _, err := os.Lstat(pubPath); err == nil {
		return fmt.Errorf("create key pair in %s: %s: %w", dir, pubPath, os.ErrExist)
	}
	if err := writeNew(keyPath, keyText, 0o600); err != nil {
		return fmt.Errorf("create key pair in %s: %w", dir, err)
	}
	if err := writeNew(pubPath, pubText, 0o644); err != nil {
		_ = os.Remove(keyPath)
		return fmt.Errorf("create key pair in %s: %w", dir, err)
	}
	return nil
}

// writeNew creates path exclusively with mode perm and writes data.
func writeNew(path string, data []byte, perm os.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		_ = os.Remove(path)
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		_ = os.Remove(path)
		return err
	}
	return f.Close()
}

// privateKeyFile encodes priv in minisign's unencrypted secret key
// format. aead.dev/minisign leaves the key checksum zero, which the C
// minisign tool rejects ("Wrong password for that key"), so the checksum
// BLAKE2b-256(sig_alg || key id || secret key) is filled in here.
func privateKeyFile(priv minisign.PrivateKey) ([]byte, error) {
	text, err := priv.MarshalText()
	if err != nil {
		return nil, fmt.Errorf("encode private key: %w", err)
	}
	lines := strings.SplitN(string(text), "\n", 2)
	if len(lines) != 2 {
		return nil, errors.New("encode private key: unexpected format")
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(lines[1]))
	if err != nil || len(raw) != 158 {
		return nil, errors.New("encode private key: unexpected format")
	}
	// Layout: sig_alg[2] kdf_alg[2] chk_alg[2] salt[32] ops[8] mem[8]
	// keynum_sk{ key id[8] secret[64] checksum[32] }.
	h, _ := blake2b.New256(nil)
	h.Write(raw[0:2])
	h.Write(raw[54:126])
	copy(raw[126:158], h.Sum(nil))
	return []byte(lines[0] + "\n" + base64.StdEncoding.EncodeToString(raw) + "\n"), nil
}

// LoadPrivateKey reads an unencrypted minisign secret key file, such as
// the loopd.key GenerateKeys writes. A password-protected key is refused
// with an error saying so.
func LoadPrivateKey(path string) (PrivateKey, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return PrivateKey{}, fmt.Errorf("read private key: %w", err)
	}
	if minisign.IsEncrypted(data) {
		return PrivateKey{}, fmt.Errorf("private key %s is password-protected; loopd needs an unencrypted key (minisign -G -W)", path)
	}
	var k minisign.PrivateKey
	if err := k.UnmarshalText(data); err != nil {
		return PrivateKey{}, fmt.Errorf("private key %s: %w", path, err)
	}
	return PrivateKey{key: k}, nil
}

// LoadPublicKey reads a minisign public key file.
func LoadPublicKey(path string) (PublicKey, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return PublicKey{}, fmt.Errorf("read public key: %w", err)
	}
	k, err := ParsePublicKey(data)
	if err != nil {
		return PublicKey{}, fmt.Errorf("public key %s: %w", path, err)
	}
	k.Path = path
	return k, nil
}

// LoadTrusted reads every *.pub file in keysDir/trusted, sorted by name.
// A missing trusted directory means no trusted keys (an empty slice, no
// error); an unreadable or malformed key file is an error naming it.
func LoadTrusted(keysDir string) ([]PublicKey, error) {
	paths, err := filepath.Glob(filepath.Join(keysDir, TrustedDir, "*.pub"))
	if err != nil {
		return nil, fmt.Errorf("list trusted keys in %s: %w", keysDir, err)
	}
	sort.Strings(paths)
	keys := make([]PublicKey, 0, len(paths))
	for _, p := range paths {
		k, err := LoadPublicKey(p)
		if err != nil {
			return nil, err
		}
		keys = append(keys, k)
	}
	return keys, nil
}
