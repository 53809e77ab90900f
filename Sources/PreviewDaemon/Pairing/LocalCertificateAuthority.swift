package import Foundation
package import Logging
import PreviewFiles

/// `serve --https`: a certificate authority of previewd's own, made once in the state directory (`tls/`), and a
/// server certificate it issues for the addresses previewd is reached at. A phone that trusts the authority once
/// gets a secure context on the LAN: a Service Worker, so a reload while the daemon is down shows the kept frame,
/// and a home-screen app.
///
/// Why the `openssl` command and not libssl through a C shim: the authority is made once and the server
/// certificate again only when the addresses change or it nears expiry, so a subprocess costs nothing that
/// matters, while building X.509 extensions (name constraints, subject alternative names) through libssl's C API
/// is a few hundred lines of manual memory management in a target that otherwise touches no C. The command is
/// the same one the documentation tells users to check the files with (`openssl verify`), it ships with every
/// Debian that has libssl, and its failures arrive as readable messages on standard error.
///
/// Thread: at startup, before the server starts, and then on the address watch's thread (`AddressWatch`) when
/// this machine's addresses change; never on two threads at once.
package struct LocalCertificateAuthority: Sendable {
    package let directory: URL
    private let logger: Logger

    /// The authority's certificate: public, served at `/ca.crt` for phones to install.
    package var certificate: URL { directory.appendingPathComponent("ca.crt") }
    var key: URL { directory.appendingPathComponent("ca.key") }
    /// The host names the authority may vouch for (its DNS name constraints), fixed when it was made.
    var hostNamesFile: URL { directory.appendingPathComponent("ca-hosts") }
    package var serverCertificate: URL { directory.appendingPathComponent("server.crt") }
    package var serverKey: URL { directory.appendingPathComponent("server.key") }
    /// The names the server certificate was issued for, one a line, to notice when they change.
    var serverNamesFile: URL { directory.appendingPathComponent("server-names") }

    /// How long the authority is valid: installed once on each phone, it should outlive the project.
    static let authorityDays = 3650
    /// Apple's limit for certificates of authorities a user installed is 825 days; 397 is also within the
    /// publicly trusted limit, so no platform rejects it for its lifetime.
    static let serverDays = 397
    /// A server certificate this close to expiry is issued again at start.
    static let renewalSeconds = 30 * 24 * 3600

    package init(stateDirectory: URL, logger: Logger) {
        directory = stateDirectory.appendingPathComponent("tls")
        self.logger = logger
    }

    /// Makes the authority if there is none, then issues a server certificate for `hostNames` and `addresses`
    /// unless the current one covers exactly those and is far from expiry. Returns the server's files, and
    /// whether they were issued now (a running server must then load them again).
    @discardableResult
    package func prepare(hostNames: [String], addresses: [String]) throws(DaemonError) -> (
        certificate: URL, key: URL, issued: Bool
    ) {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DaemonError(.tls, "cannot create '\(directory.path)': \(error.localizedDescription)")
        }
        let authorityHosts = try loadOrCreateAuthority(hostNames: hostNames)
        // A host name the authority was not made for (the machine was renamed) cannot be vouched for by it; the
        // addresses still are.
        let (names, refused) = CertificateNames.covering(
            hostNames: hostNames.filter(authorityHosts.contains), addresses: addresses)
        for address in refused {
            logger.warning(
                "not a private address; the HTTPS certificate does not cover it, so phones cannot use it",
                metadata: ["tls.address": "\(address)"])
        }
        let issued = try needsNewServerCertificate(for: names)
        if issued {
            try issueServerCertificate(for: names)
            logger.notice("issued the HTTPS server certificate", metadata: ["tls.names": "\(names.subjectAltName)"])
        }
        return (serverCertificate, serverKey, issued)
    }

    /// The authority certificate's SHA-256 fingerprint as phones show it (`AB:CD:…`), for the user to compare with
    /// the one on the phone after fetching the certificate over plain HTTP.
    package func fingerprint() throws(DaemonError) -> String {
        let output = try Self.openssl(
            ["x509", "-noout", "-fingerprint", "-sha256", "-in", certificate.path], in: directory)
        guard
            let value = output.split(separator: "=", maxSplits: 1).last?.trimmingCharacters(
                in: .whitespacesAndNewlines),
            !value.isEmpty
        else { throw DaemonError(.tls, "openssl printed no fingerprint for '\(certificate.path)'") }
        return value
    }

    /// The authority's host names, creating it (with those of `hostNames` that are well formed) if there is none.
    private func loadOrCreateAuthority(hostNames: [String]) throws(DaemonError) -> [String] {
        let storedKey = try privateFile(key)
        let storedCertificate = try StateFile.read(certificate)
        if storedKey != nil, storedCertificate != nil {
            let hosts = try StateFile.read(hostNamesFile).map { String(decoding: $0.data, as: UTF8.self) } ?? ""
            return hosts.split(separator: "\n").map(String.init)
        }
        let hosts =
            ["localhost"]
            + hostNames.map { $0.lowercased() }.filter { CertificateNames.isHostName($0) && $0 != "localhost" }
        try inWorkFolder { folder throws(DaemonError) in
            let configuration = """
                [req]
                distinguished_name = dn
                prompt = no
                x509_extensions = authority
                [dn]
                CN = previewd local CA \(hosts.dropFirst().first ?? "") \(PairingToken.generate().prefix(8))
                O = previewd
                [authority]
                basicConstraints = critical, CA:TRUE, pathlen:0
                keyUsage = critical, keyCertSign, cRLSign
                subjectKeyIdentifier = hash
                nameConstraints = \(CertificateNames.nameConstraints(hostNames: hosts))

                """
            try write(configuration, to: folder.appendingPathComponent("ca.cnf"))
            try Self.openssl(
                ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", "ca.key"], in: folder)
            try Self.openssl(
                [
                    "req", "-new", "-x509", "-key", "ca.key", "-config", "ca.cnf", "-sha256", "-days",
                    "\(Self.authorityDays)",
                    "-out", "ca.crt",
                ], in: folder)
            // The key last: a crash between the writes leaves no key without its certificate, and the next start
            // makes both again.
            try store(folder.appendingPathComponent("ca.crt"), as: certificate, permissions: 0o644)
            try write(hosts.joined(separator: "\n") + "\n", to: hostNamesFile)
            try store(folder.appendingPathComponent("ca.key"), as: key, permissions: 0o600)
        }
        // Whatever server certificate was there came from another authority.
        try? FileManager.default.removeItem(at: serverNamesFile)
        logger.notice(
            "made previewd's certificate authority; install it on each phone once (the dashboard shows how)",
            metadata: ["tls.authority": "\(certificate.path)"])
        return hosts
    }

    private func needsNewServerCertificate(for names: CertificateNames) throws(DaemonError) -> Bool {
        guard try privateFile(serverKey) != nil, try StateFile.read(serverCertificate) != nil,
            let issued = try StateFile.read(serverNamesFile),
            String(decoding: issued.data, as: UTF8.self) == Self.namesText(names)
        else { return true }
        do {
            try Self.openssl(
                ["x509", "-noout", "-checkend", "\(Self.renewalSeconds)", "-in", serverCertificate.path], in: directory)
            try Self.openssl(["verify", "-CAfile", certificate.path, serverCertificate.path], in: directory)
        } catch {
            logger.notice(
                "the HTTPS server certificate nears expiry or no longer verifies; issuing a new one",
                metadata: ["error": "\(error)"])
            return true
        }
        return false
    }

    private func issueServerCertificate(for names: CertificateNames) throws(DaemonError) {
        try inWorkFolder { folder throws(DaemonError) in
            let extensions = """
                [server]
                basicConstraints = critical, CA:FALSE
                keyUsage = critical, digitalSignature
                extendedKeyUsage = serverAuth
                subjectAltName = \(names.subjectAltName)
                subjectKeyIdentifier = hash
                authorityKeyIdentifier = keyid

                """
            try write(extensions, to: folder.appendingPathComponent("server.cnf"))
            try Self.openssl(
                ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", "server.key"], in: folder
            )
            try Self.openssl(
                ["req", "-new", "-key", "server.key", "-subj", "/O=previewd/CN=previewd", "-out", "server.csr"],
                in: folder)
            try Self.openssl(
                [
                    "x509", "-req", "-in", "server.csr", "-CA", certificate.path, "-CAkey", key.path,
                    "-set_serial", "0x" + PairingToken.generate(), "-sha256", "-days", "\(Self.serverDays)",
                    "-extfile", "server.cnf", "-extensions", "server", "-out", "server.crt",
                ], in: folder)
            try store(folder.appendingPathComponent("server.key"), as: serverKey, permissions: 0o600)
            try store(folder.appendingPathComponent("server.crt"), as: serverCertificate, permissions: 0o644)
            try write(Self.namesText(names), to: serverNamesFile)
        }
    }

    private static func namesText(_ names: CertificateNames) -> String { names.subjectAltName + "\n" }

    /// A state file that must be private: nil when missing, refused when others may read it (as the token is).
    private func privateFile(_ url: URL) throws(DaemonError) -> Data? {
        guard let stored = try StateFile.read(url) else { return nil }
        guard stored.mode & 0o077 == 0 else {
            throw DaemonError(
                .tls,
                """
                the private key '\(url.path)' can be read by other users (mode \(String(stored.mode, radix: 8))): \
                `chmod 600` it to keep it, or delete the folder '\(directory.path)' for a new authority (phones then \
                install it again)
                """
            )
        }
        return stored.data
    }

    /// Runs `body` in a fresh private folder inside `directory` (openssl writes its keys there with the umask's
    /// mode, which only the 0700 folder keeps private), and removes the folder afterwards.
    private func inWorkFolder(_ body: (URL) throws(DaemonError) -> Void) throws(DaemonError) {
        var template = Array(directory.appendingPathComponent(".work.XXXXXX").path.utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw DaemonError(
                .tls, "cannot create a private folder in '\(directory.path)': \(String(cString: strerror(errno)))")
        }
        let folder = URL(fileURLWithPath: String(cString: created))
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func store(_ source: URL, as destination: URL, permissions: Int) throws(DaemonError) {
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw DaemonError(.tls, "openssl wrote no '\(source.lastPathComponent)'")
        }
        do {
            try AtomicFile.write(data, to: destination, permissions: permissions)
        } catch {
            throw DaemonError(.tls, "\(error)")
        }
    }

    private func write(_ text: String, to url: URL) throws(DaemonError) {
        do {
            try AtomicFile.write(Data(text.utf8), to: url, permissions: 0o600)
        } catch {
            throw DaemonError(.tls, "\(error)")
        }
    }

    /// Runs `openssl ARGUMENTS` in `folder` and returns what it printed; a failure carries its standard error.
    @discardableResult
    static func openssl(_ arguments: [String], in folder: URL) throws(DaemonError) -> String {
        let result: ExternalCommand.Result
        do {
            result = try ExternalCommand(["openssl"] + arguments, in: folder).run()
        } catch {
            throw DaemonError(.tls, "cannot run openssl (install the openssl package): \(error.localizedDescription)")
        }
        guard result.status == 0 else {
            throw DaemonError(
                .tls, "openssl \(arguments.first ?? "") failed (status \(result.status)): \(result.errorSummary)")
        }
        return result.output
    }
}
