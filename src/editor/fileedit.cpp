// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileedit.h"

#include "boarddocument.h"

#include <utility>

namespace ml
{

FileEditCommand::FileEditCommand(BoardDocument *document, QMap<QString, QJsonValue> before,
                                 FileEdit edit, std::shared_ptr<PreparedEdit> prepared)
    : m_document(document), m_before(std::move(before)), m_edit(std::move(edit)),
      m_prepared(std::move(prepared))
{
    setText(m_edit.words());
}

void FileEditCommand::redo()
{
    const std::shared_ptr<PreparedEdit> prepared = std::exchange(m_prepared, nullptr);
    m_document->replaceParts(m_edit.after, m_edit.parts, prepared.get());
}

void FileEditCommand::undo()
{
    m_document->replaceParts(m_before, m_edit.parts);
}

bool FileEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const FileEditCommand *>(other);
    if (o->m_edit.mergeKey != m_edit.mergeKey) return false;
    // Undo goes back to before the first edit, redo to after the last one.
    for (auto it = o->m_edit.after.cbegin(); it != o->m_edit.after.cend(); ++it) {
        if (!m_before.contains(it.key())) m_before.insert(it.key(), o->m_before.value(it.key()));
        m_edit.after.insert(it.key(), it.value());
    }
    return true;
}

} // namespace ml
