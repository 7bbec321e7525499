/** Reads the entries of a PO catalog (msgctxt, msgid, msgstr; obsolete `#~` entries skipped). */
function poEntries(po) {
  const out = [];
  let cur = null;
  let field = null;
  for (const line of po.split('\n')) {
    if (line.startsWith('#~')) continue;
    if (line.startsWith('msgctxt ')) {
      if (cur) out.push(cur);
      cur = { ctx: JSON.parse(line.slice(8)), id: '', str: '' };
      field = 'ctx';
    } else if (line.startsWith('msgid ')) {
      if (cur && field !== 'ctx') out.push(cur);
      if (!cur || field !== 'ctx') cur = { ctx: '', id: '', str: '' };
      cur.id = JSON.parse(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      cur.str = JSON.parse(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && cur && field) {
      cur[field] += JSON.parse(line);
    } else {
      field = null;
    }
  }
  if (cur) out.push(cur);
  return out.filter((e) => e.id !== '');
}

module.exports = { poEntries };
