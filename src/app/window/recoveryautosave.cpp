// SPDX-License-Identifier: GPL-3.0-or-later
#include "recoveryautosave.h"

#include "boarddocument.h"
#include "recoverystore.h"

#include <QUndoStack>

namespace ml
{

RecoveryAutosave::RecoveryAutosave(BoardDocument *document, RecoveryStore *store, QObject *parent)
    : QObject(parent), m_document(document), m_store(store)
{
    m_timer.setInterval(kIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_dirty) writeNow();
    });
    m_timer.start();
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &RecoveryAutosave::edited);
    connect(document, &BoardDocument::modifiedChanged, this, &RecoveryAutosave::modifiedChanged);
}

bool RecoveryAutosave::writeNow()
{
    if (!m_document->isModified()) return true;
    QString error;
    if (!m_store->write(*m_document, &error)) {
        Q_EMIT failed(error);
        return false;
    }
    m_edits = 0;
    m_dirty = false;
    m_timer.start(); // a minute from this copy
    return true;
}

void RecoveryAutosave::edited()
{
    m_dirty = true;
    if (++m_edits >= kEditsPerCopy) writeNow();
}

void RecoveryAutosave::modifiedChanged(bool modified)
{
    if (modified) {
        m_dirty = true;
        return;
    }
    // Saved, or undone back to the saved board: the file holds it all.
    m_store->remove();
    m_edits = 0;
    m_dirty = false;
}

} // namespace ml
