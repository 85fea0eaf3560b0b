import Foundation
import Testing
import TestSupport

/// `make dist`'s promises kept in one place: the run-time packages (scripts/runtime-packages.sh) are the ones
/// the CI examples, docs/ci.md and the README install; `make install`/`make run` need only the build's
/// packages, `make test` the tests' too; CI runs `make test-dist`. (`make test-dist` itself is the test of
/// the tarball: it runs the suites in a bare Debian root.)
@Suite struct DistTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: Binary.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    static var runtimePackages: [String] {
        get throws {
            let text = try read("scripts/runtime-packages.sh")
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("runtime_packages=(") })
            return line.dropFirst("runtime_packages=(".count).dropLast().split(separator: " ").map(String.init)
        }
    }

    @Test func everyInstallOfTheTarballNamesTheSamePackages() throws {
        let packages = try Self.runtimePackages
        #expect(packages == ["libsdl2-2.0-0", "libsdl2-ttf-2.0-0", "libsdl2-image-2.0-0", "libsqlite3-0", "libfontconfig1", "libfribidi0"])
        for file in ["Examples/ci/github-actions.yml", "Examples/ci/gitlab-ci.yml", "docs/ci.md"] {
            #expect(try Self.read(file).contains("apt-get install -y --no-install-recommends " + packages.joined(separator: " ")), "\(file)")
        }
        let readme = try Self.read("README.md").replacingOccurrences(of: "\n", with: " ")
        #expect(readme.contains("apt-get install -y " + packages.joined(separator: " ")), "README.md names the run-time packages")
    }

    @Test func runAndInstallNeedOnlyTheBuildsPackages() throws {
        let makefile = try Self.read("Makefile")
        for target in ["run", "install", "build", "dist"] {
            #expect(makefile.contains("\n\(target): deps\n"), "make \(target) installs the build's packages only")
        }
        #expect(makefile.contains("\ntest: test-deps "))
        #expect(makefile.contains("deps:\n\t@scripts/install-deps.sh build\n") && makefile.contains("test-deps:\n\t@scripts/install-deps.sh test\n"))
        let deps = try Self.read("scripts/install-deps.sh")
        let build = try #require(deps.split(separator: "\n").first { $0.hasPrefix("build_packages=(") })
        for testOnly in ["xvfb", "chromium", "xdotool", "libxml2-utils", "mesa"] { #expect(!build.contains(testOnly), "\(testOnly) is the tests'") }
        let ci = try Self.read(".ci/run")
        #expect(ci.hasSuffix("make test-compat\nmake test-sdl3\nmake test-dist\n"), "CI runs test-dist after what was there")
    }
}
