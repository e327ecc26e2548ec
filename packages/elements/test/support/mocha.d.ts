// The browser tests run under mocha (@web/test-runner-mocha): its globals for the type-checker.
/// <reference types="mocha" />
