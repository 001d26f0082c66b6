import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY_A = 'a'.repeat(64);
const KEY_B = 'b'.repeat(64);

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const { config, warnings } = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      upstreamUrl: undefined,
      sessionTtlHours: 12,
      upstreamTimeoutMs: 8000,
      upstreamRetries: 2,
      tileUrl: undefined,
      geocoderUrl: undefined,
      googleClientId: undefined,
      trustProxy: false,
    });
    expect(config.families.consultantAuthApi).toBe('/consultantAuthApi');
    expect(config.sessionKeys).toHaveLength(1);
    expect(config.sessionKeys[0]).toHaveLength(32);
    expect(config.webDist).toMatch(/packages\/web\/dist$/);
    expect(config.dataDir).toMatch(/\.data\/fixture$/);
    expect(warnings).toEqual([
      'SESSION_KEY não definida: usando uma chave aleatória; as sessões não sobrevivem a um reinício.',
    ]);
  });

  it('reads the environment', () => {
    const { config, warnings } = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://talhao.agr.br/',
      UPSTREAM_URL: 'https://api.exemplo.com/v1/',
      FAMILY_TABLE: '{"consultantAuthApi":"/auth/consultor"}',
      SESSION_KEY: `${KEY_A}, ${KEY_B}`,
      SESSION_TTL_HOURS: '8',
      UPSTREAM_RETRIES: '0',
      TILE_URL: '',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      publicUrl: 'https://talhao.agr.br',
      upstreamUrl: 'https://api.exemplo.com/v1',
      sessionTtlHours: 8,
      upstreamRetries: 0,
      tileUrl: undefined,
      googleClientId: 'abc.apps.googleusercontent.com',
      trustProxy: 1,
    });
    expect(config.families.consultantAuthApi).toBe('/auth/consultor');
    expect(config.sessionKeys.map((k) => k.toString('hex'))).toEqual([KEY_A, KEY_B]);
    expect(warnings).toEqual([]);
  });

  it('uses a tile server only when TILE_URL is set (offline map layer by default)', () => {
    const { config } = loadConfig({ TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(config.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.tileAttribution).toContain('OpenStreetMap');
    expect(() => loadConfig({ TILE_URL: 'ftp://tiles' })).toThrow(/TILE_URL/);
  });

  it('requires SESSION_KEY in production, with a pt-BR message saying how to make one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', UPSTREAM_URL: 'https://api.exemplo.com' })).toThrow(
      /SESSION_KEY: obrigatória em produção \(gere uma com: openssl rand -hex 32\)/,
    );
    // Also with the embedded fixture server: `npm start` keeps one in .data/session.key.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_KEY: obrigatória em produção/);
    // Outside production a random key is made up, with a warning.
    expect(loadConfig({ NODE_ENV: 'development' }).warnings).toHaveLength(1);
  });

  it('the session cookie is Secure exactly when PUBLIC_URL is https', () => {
    const key = 'a'.repeat(64);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_KEY: key }).config.secureCookie).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_KEY: key, PUBLIC_URL: 'http://192.168.0.10:3000' }).config
        .secureCookie,
    ).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://talhao.exemplo.com.br' }).config.secureCookie,
    ).toBe(true);
  });

  it('Server-Timing only outside production unless SERVER_TIMING says so', () => {
    const key = 'a'.repeat(64);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_KEY: key }).config.serverTiming).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_KEY: key, SERVER_TIMING: 'true' }).config.serverTiming).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).config.serverTiming).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SERVER_TIMING: 'false' }).config.serverTiming).toBe(false);
  });

  it('/files serves /uploads/ by default; UPSTREAM_FILE_PREFIXES replaces the list', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).config.filePrefixes).toEqual(['/uploads/']);
    expect(
      loadConfig({ NODE_ENV: 'test', UPSTREAM_FILE_PREFIXES: '/uploads/, /reports/pdf/' }).config.filePrefixes,
    ).toEqual(['/uploads/', '/reports/pdf/']);
    expect(() => loadConfig({ NODE_ENV: 'test', UPSTREAM_FILE_PREFIXES: 'uploads' })).toThrow(
      /UPSTREAM_FILE_PREFIXES deve listar caminhos/,
    );
  });

  it('explains bad values in Portuguese, naming the variable', () => {
    const attempt = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('expected ConfigError');
    };
    expect(attempt({ PORT: 'abc' })).toContain('- PORT: PORT deve ser um número');
    expect(attempt({ SESSION_KEY: 'curta' })).toContain(
      'SESSION_KEY deve ter uma ou mais chaves de 64 caracteres hexadecimais',
    );
    expect(attempt({ UPSTREAM_URL: 'ftp://x' })).toContain('UPSTREAM_URL');
    expect(attempt({ NODE_ENV: 'staging' })).toContain('NODE_ENV deve ser development, production ou test');
    expect(attempt({ FAMILY_TABLE: '{"naoExiste":"/x"}' })).toContain('FAMILY_TABLE: família desconhecida "naoExiste"');
    expect(attempt({ FAMILY_TABLE: 'nao json' })).toContain('FAMILY_TABLE deve ser um objeto JSON');
  });
});
