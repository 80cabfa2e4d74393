import ts from 'typescript';
import fs from 'node:fs';
import path from 'node:path';
const root = 'packages/analysis/src';
function walk(d){for(const f of fs.readdirSync(d)){const p=path.join(d,f);if(fs.statSync(p).isDirectory())walk(p);else if(p.endsWith('.ts')&&!p.endsWith('.test.ts'))scan(p);}}
function scan(p){const src=fs.readFileSync(p,'utf8');const sf=ts.createSourceFile(p,src,ts.ScriptTarget.Latest,true);
function v(node){if(node.kind===ts.SyntaxKind.RegularExpressionLiteral){const {line}=sf.getLineAndCharacterOfPosition(node.getStart());console.log(p.replace(root+'/','')+':'+(line+1)+'  '+node.getText().slice(0,150));}ts.forEachChild(node,v);}v(sf);}
walk(root);
