// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recoverystore.h"

#include <QDialog>

#include <memory>

namespace ml
{

class MainWindow;
class RecoveryAutosave;
namespace Ui
{
class RecoveryDialog;
}

// Asks what to do with a board a program that did not close cleanly left behind: restore it,
// discard it, or decide at the next start. Laid out in ui/recoverydialog.ui.
class RecoveryDialog : public QDialog
{
    Q_OBJECT
public:
    enum Choice { Later, Restore, Discard };

    // `boardName`: the board's title or file name, as the user knows it (may be empty);
    // `language`: the interface's ("en", "nl"), for the time of the copy.
    RecoveryDialog(const RecoveredBoard &board, const QString &boardName, const QString &language,
                   QWidget *parent);
    ~RecoveryDialog() override;
    Choice choice() const { return m_choice; }

    // Offers the boards left behind in `store`, newest first, until one is restored into
    // `window` (as modified, with its file name). The copy restored is replaced by this
    // program's own copy before it is removed, so a second crash loses nothing either.
    // Returns whether a board was restored.
    static bool offer(MainWindow &window, RecoveryStore &store, RecoveryAutosave &autosave);

private:
    std::unique_ptr<Ui::RecoveryDialog> m_ui;
    Choice m_choice = Later;
};

} // namespace ml
