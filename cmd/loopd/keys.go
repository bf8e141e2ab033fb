package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/export"
)

// generateKeys creates the workspace's minisign key pair.
func generateKeys(dir string) error { return export.GenerateKeys(dir) }

// keyInfo is one public key as `keys --json` prints it.
type keyInfo struct {
	KeyID string `json:"key_id"`
	Path  string `json:"path"`
}

// keysReport is what `keys --json` prints.
type keysReport struct {
	PublicKey string    `json:"public_key"`
	KeyID     string    `json:"key_id"`
	Path      string    `json:"path"`
	Trusted   []keyInfo `json:"trusted"`
}

// publicKey reads the workspace's own public key, saying how to create
// one when there is none.
func (a *app) publicKey() (export.PublicKey, error) {
	path := filepath.Join(a.layout.Keys, export.PublicKeyFile)
	k, err := export.LoadPublicKey(path)
	if errors.Is(err, fs.ErrNotExist) {
		return k, fmt.Errorf("workspace %s has no signing key (%s); run `loopd init --workspace %s` to create one", a.layout.Workspace, path, a.layout.Workspace)
	}
	return k, err
}

func (a *app) keysCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "keys",
		Short: "Print this workspace's public signing key and the keys it trusts",
		Long: `keys prints the workspace's Ed25519 public key in minisign's file format,
its key id and where it lives. Give that file (keys/loopd.pub) to the agents
that import your exports: each saves it as keys/trusted/NAME.pub in its own
workspace. The stock tool verifies an export with
  minisign -Vm FILE -p keys/loopd.pub`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := a.load(); err != nil {
				return err
			}
			if !a.layout.Initialized() {
				return fmt.Errorf("%s is not a loopd workspace; run `loopd init --workspace %s` first", a.layout.Workspace, a.layout.Workspace)
			}
			pub, err := a.publicKey()
			if err != nil {
				return err
			}
			trusted, err := export.LoadTrusted(a.layout.Keys)
			if err != nil {
				return err
			}
			rep := keysReport{PublicKey: pub.String(), KeyID: pub.ID(), Path: pub.Path, Trusted: []keyInfo{}}
			for _, k := range trusted {
				rep.Trusted = append(rep.Trusted, keyInfo{KeyID: k.ID(), Path: k.Path})
			}
			if a.flags.json {
				return a.printJSON(rep)
			}
			text, err := pub.MarshalText()
			if err != nil {
				return fmt.Errorf("print public key %s: %w", pub.Path, err)
			}
			a.printf("%s\n", text)
			a.printf("Key id %s, in %s\n", rep.KeyID, rep.Path)
			a.printf("To let another agent import your exports, copy that file to its keys/trusted/NAME.pub.\n")
			a.printf("To trust a peer, copy its loopd.pub to %s\n", filepath.Join(a.layout.Trusted, "NAME.pub"))
			if len(rep.Trusted) == 0 {
				a.printf("Trusted keys: none yet\n")
				return nil
			}
			a.printf("Trusted keys:\n")
			for _, k := range rep.Trusted {
				a.printf("  %s  %s\n", k.KeyID, k.Path)
			}
			return nil
		},
	}
}

// loadPubkeyFlag reads --pubkey: a minisign public key file, or the key's
// one-line base64 form.
func loadPubkeyFlag(value string) (export.PublicKey, error) {
	if _, err := os.Stat(value); err == nil {
		return export.LoadPublicKey(value)
	}
	k, err := export.ParsePublicKey([]byte(value))
	if err != nil {
		return k, fmt.Errorf("--pubkey %q is neither a readable key file nor a minisign public key", value)
	}
	return k, nil
}
