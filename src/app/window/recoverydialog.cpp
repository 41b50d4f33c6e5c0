// SPDX-License-Identifier: GPL-3.0-or-later
#include "recoverydialog.h"
#include "plaintext.h"

#include "boarddocument.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "recoveryautosave.h"
#include "ui_recoverydialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>

namespace ml
{

RecoveryDialog::RecoveryDialog(const RecoveredBoard &board, const QString &boardName,
                               const QString &language, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::RecoveryDialog>())
{
    m_ui->setupUi(this);
    const int size = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    m_ui->icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size));

    const QString when =
        QLocale(language).toString(board.savedAt.toLocalTime(), QLocale::ShortFormat);
    const QString name = boardName.isEmpty() ? tr("an untitled board") : tr("“%1”").arg(boardName);
    const QString where =
        board.boardFile.isEmpty() || board.boardFile.startsWith(QLatin1Char(':'))
            ? tr("It was never saved to a file of its own.")
            : tr("It belongs to the file %1.").arg(QDir::toNativeSeparators(board.boardFile));
    markOwnMarkup(m_ui->recoveryText); // the board's name and file are escaped below
    m_ui->recoveryText->setText(
        tr("<p><b>Meeple Lab was not closed properly.</b></p>"
           "<p>It kept a copy of %1 with changes that were not saved (copy of %2). %3</p>"
           "<p><i>Restore</i> opens the copy with its changes; save it to keep them. "
           "<i>Discard</i> deletes the copy. <i>Later</i> asks again at the next start.</p>")
            .arg(name.toHtmlEscaped(), when, where.toHtmlEscaped()));

    QDialogButtonBox *buttons = m_ui->buttons;
    buttons->addButton(m_ui->restoreButton, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_ui->discardButton, QDialogButtonBox::DestructiveRole);
    buttons->addButton(m_ui->laterButton, QDialogButtonBox::RejectRole);
    connect(m_ui->restoreButton, &QPushButton::clicked, this, [this] {
        m_choice = Restore;
        accept();
    });
    connect(m_ui->discardButton, &QPushButton::clicked, this, [this] {
        m_choice = Discard;
        accept();
    });
    // Later, Escape and the window's close button all keep the copy for the next start.
    connect(m_ui->laterButton, &QPushButton::clicked, this, &QDialog::reject);
}

RecoveryDialog::~RecoveryDialog() = default;

bool RecoveryDialog::offer(MainWindow &window, RecoveryStore &store, RecoveryAutosave &autosave)
{
    for (const RecoveredBoard &board : store.leftBehind()) {
        const QByteArray data = board.data();
        const QString language = window.languages()->language();
        BoardDocument probe; // for the board's title in the current language
        QString name;
        if (probe.load(data, board.boardFile, nullptr)) name = probe.title(language);
        if (name.isEmpty() && !board.boardFile.isEmpty())
            name = QFileInfo(board.boardFile).fileName();

        RecoveryDialog dialog(board, name, language, &window);
        dialog.exec();
        if (dialog.choice() == Later) continue;
        if (dialog.choice() == Discard) {
            RecoveryStore::discard(board);
            continue;
        }
        FileError error;
        if (!window.document()->loadRecovered(data, board.boardFile, &error)) {
            // Kept: a later version may read what this one cannot.
            plainWarning(&window, tr("Recover unsaved changes"),
                         tr("The copy could not be opened: %1").arg(error.reason));
            continue;
        }
        if (autosave.writeNow()) RecoveryStore::discard(board);
        return true;
    }
    return false;
}

} // namespace ml
